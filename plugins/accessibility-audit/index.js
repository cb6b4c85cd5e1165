// A Gatsby local plugin: its work is in gatsby-node.ts.
