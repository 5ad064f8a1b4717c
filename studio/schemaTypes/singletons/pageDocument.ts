import type {ComponentType} from 'react'
import {defineField, defineType, type FieldDefinition, type FieldGroupDefinition} from 'sanity'
import {seoField} from '../objects/fields'

/**
 * A page of the site, edited as its one document (a singleton, see ../index.ts): its search
 * and sharing fields first, then its own `fields`; shown in the Studio by its `title`. With
 * tabs (`groups`, from fieldGroups), the search and sharing fields go in the first.
 */
export function pageDocument(
  name: string,
  title: string,
  icon: ComponentType,
  fields: FieldDefinition[],
  {groups}: {groups?: FieldGroupDefinition[]} = {},
) {
  const seo = groups ? defineField({...seoField, group: groups[0]!.name}) : seoField
  return defineType({
    name,
    title,
    type: 'document',
    icon,
    ...(groups ? {groups} : {}),
    fields: [seo, ...fields],
    preview: {prepare: () => ({title})},
  })
}
