// The Studio reads SANITY_STUDIO_* variables at build time. Without them it builds against a
// placeholder project, which is enough to check the build and the schema offline.
export const studioProject = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'evaseed0',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
}

/** The site the Presentation tool previews (its origin only); the local site by default. */
export const previewOrigin = new URL(process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000').origin

/**
 * True under `sanity dev` only. The Sanity CLI replaces `process.env.MODE` with "development"
 * (`sanity dev`) or "production" (`sanity build`, `sanity deploy`) when it bundles the Studio, so
 * what depends on it (the Vision query tool) is dropped from the deployed bundle, not just
 * hidden. Elsewhere (`sanity exec`) it is undefined: false.
 */
export const isStudioDev = process.env.MODE === 'development'
