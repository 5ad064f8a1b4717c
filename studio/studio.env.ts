// The Studio reads SANITY_STUDIO_* variables at build time. Without them it builds against a
// placeholder project, which is enough to check the build and the schema offline.
export const studioProject = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'evaseed0',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
}
