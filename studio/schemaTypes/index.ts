import {article} from './articles/article'
import {articleBody, articleImage, articleNote} from './articles/articleBody'
import {category} from './articles/category'
import {person} from './articles/person'
import {campaignBlocks} from './blocks'
import {campaignPage} from './documents/campaignPage'
import {caseStudy} from './documents/caseStudy'
import {product} from './documents/product'
import {blockContent} from './objects/blockContent'
import {seo} from './objects/seo'
import {aboutPage} from './singletons/aboutPage'
import {contactPage} from './singletons/contactPage'
import {evaBabyPage} from './singletons/evaBabyPage'
import {homePage} from './singletons/homePage'
import {privacyPage} from './singletons/privacyPage'
import {projectsPage} from './singletons/projectsPage'
import {siteSettings} from './singletons/siteSettings'
import {suppliesPage} from './singletons/suppliesPage'

/** Documents with exactly one instance, whose _id is the type name. */
export const singletonTypes = [
  siteSettings,
  homePage,
  aboutPage,
  projectsPage,
  evaBabyPage,
  suppliesPage,
  contactPage,
  privacyPage,
] as const

export const singletonTypeNames = new Set<string>(singletonTypes.map((type) => type.name))

export const schemaTypes = [
  ...singletonTypes,
  campaignPage,
  ...campaignBlocks,
  article,
  articleBody,
  articleImage,
  articleNote,
  person,
  category,
  caseStudy,
  product,
  seo,
  blockContent,
]
