import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {structureTool} from 'sanity/structure'
import {schemaTypes, singletonTypeNames} from './schemaTypes'
import {structure} from './structure'
import {studioProject} from './studio.env'

// Singletons can be edited and published, never created again, duplicated or deleted.
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'EVA Agricultura Urbana',
  ...studioProject,
  plugins: [structureTool({structure, title: 'Conteúdo'}), visionTool({title: 'Consultas GROQ'})],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({schemaType}) => !singletonTypeNames.has(schemaType)),
  },
  document: {
    actions: (actions, {schemaType}) =>
      singletonTypeNames.has(schemaType) ? actions.filter(({action}) => action && singletonActions.has(action)) : actions,
    newDocumentOptions: (options, {creationContext}) =>
      creationContext.type === 'global' ? options.filter(({templateId}) => !singletonTypeNames.has(templateId)) : options,
  },
})
