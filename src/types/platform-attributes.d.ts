// HTML attributes React 18 passes through untouched but @types/react 18 does not declare: the popover
// API (https://html.spec.whatwg.org/multipage/popover.html) and invoker commands
// (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-command). Lower case, as
// React 18 writes an unknown attribute by the name it is given (docs/decisions/platform-interactions.md).
import "react"

/* eslint-disable @typescript-eslint/no-unused-vars -- merged interfaces must repeat React's type parameter */

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "auto" | "manual" | "" | undefined
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string | undefined
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover" | undefined
    commandfor?: string | undefined
  }
}
