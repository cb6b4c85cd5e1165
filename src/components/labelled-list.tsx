import * as React from "react"

export interface LabelledRow {
  label: string
  value: React.ReactNode
}

interface LabelledListProps {
  rows: readonly LabelledRow[]
  className?: string
  rowClassName?: string
}

/** Labelled facts as a description list: each label and its value grouped in a `<div>` (HTML allows it). */
export function LabelledList({ rows, className, rowClassName }: LabelledListProps) {
  return (
    <dl className={className}>
      {rows.map(row => (
        <div key={row.label} className={rowClassName}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}
