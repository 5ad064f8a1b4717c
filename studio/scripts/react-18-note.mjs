// Printed before every Studio build and dev server: Sanity's CLI then warns that React 18 is
// deprecated and prints the command that installs React 19. It has no switch to turn that off,
// so this says what to do with it where a developer meets it (docs/decisions/0041).
console.warn(
  '[EVA] If Sanity warns below that React 18 is deprecated and says to install React 19: do not. ' +
    'The site and the Studio share one React, and the site (Remix 2) needs React 18; Sanity 4 supports it ' +
    '(docs/decisions/0041-dependencies-on-node-26.md).',
)
