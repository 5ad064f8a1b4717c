import {ptBRLocale} from '@sanity/locale-pt-br'
import {visionTool} from '@sanity/vision'
import {defineConfig} from 'sanity'
import {presentationTool} from 'sanity/presentation'
import {structureTool} from 'sanity/structure'
import {publishKeepingOldAddress} from './actions/publishKeepingOldAddress'
import {locations, mainDocuments} from './presentation/locations'
import {schemaTypes, singletonTypeNames} from './schemaTypes'
import {structure} from './structure'
import {isStudioDev, previewOrigin, studioApiHost, studioProject} from './studio.env'

// Singletons can be edited and published, never created again, duplicated or deleted.
const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'EVA Agricultura Urbana',
  ...studioProject,
  ...(studioApiHost ? {apiHost: studioApiHost} : {}),
  plugins: [
    structureTool({structure, title: 'Conteúdo'}),
    presentationTool({
      title: 'Pré-visualização',
      previewUrl: {
        origin: previewOrigin,
        // No "anyone with the link": a shared secret never expires (docs/decisions/0029).
        previewMode: {enable: '/api/preview-mode/enable', disable: '/api/preview-mode/disable', shareAccess: false},
      },
      resolve: {locations, mainDocuments},
    }),
    ptBRLocale(),
    // The GROQ query tool is for developers: present under `sanity dev`, absent from the build.
    ...(isStudioDev ? [visionTool({title: 'Consultas GROQ'})] : []),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter(({schemaType}) => !singletonTypeNames.has(schemaType)),
  },
  document: {
    actions: (actions, {schemaType}) => {
      if (singletonTypeNames.has(schemaType)) return actions.filter(({action}) => action && singletonActions.has(action))
      // A campaign page published at a new address keeps the old one, which then redirects.
      if (schemaType === 'campaignPage')
        return actions.map((action) => (action.action === 'publish' ? publishKeepingOldAddress(action) : action))
      return actions
    },
    newDocumentOptions: (options, {creationContext}) =>
      creationContext.type === 'global' ? options.filter(({templateId}) => !singletonTypeNames.has(templateId)) : options,
  },
})
