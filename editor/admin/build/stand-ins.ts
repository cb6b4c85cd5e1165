import path from "node:path"
import type { Plugin } from "esbuild"

/**
 * What the admin page's bundle takes from elsewhere than the site's sources would:
 * - React and ReactDOM from the editor's own packages (editor/package.json: React 19, which Decap CMS
 *   3.7 and later need), for the site's components too, while the site itself stays on React 18;
 * - Gatsby's runtime (Link, graphql) from a stand-in, and the hooks that run static queries from
 *   theirs in editor/admin/hooks/: the preview pane is not a Gatsby page.
 * The content model's part the page imports (content-model/, not content-model/node/) uses no Node module.
 */
export function standIns(editorDir: string): Plugin {
  const admin = path.join(editorDir, "admin")
  return {
    name: "stand-ins",
    setup(build) {
      build.onResolve({ filter: /^(react|react-dom)(\/.*)?$/ }, args =>
        args.pluginData === "editor"
          ? undefined
          : build.resolve(args.path, { kind: args.kind, resolveDir: editorDir, pluginData: "editor" }),
      )
      build.onResolve({ filter: /^gatsby$/ }, () => ({ path: path.join(admin, "gatsby-stand-in.tsx") }))
      build.onResolve(
        { filter: /\/hooks\/use-(accreditation|build-date|document-labels|foreign-phrases)$/ },
        ({ path: request }) => ({
          path: path.join(admin, "hooks", `${path.basename(request)}.ts`),
        }),
      )
    },
  }
}
