import type {ActionFunctionArgs, LoaderFunctionArgs, MetaFunction} from '@remix-run/node'
import {useLoaderData} from '@remix-run/react'
import {bannerPageMeta, PageBanner} from '~/components/PageBanner'
import {Booking, Cases, Guarantees, HowItWorks, ProjectInfo} from '~/components/projects/sections'
import {PROJECTS_QUERY} from '~/content/queries'
import {publicPageHeaders} from '~/delivery/cache-control'
import {useRootData} from '~/hooks/useRootData'
import {leadFormActions} from '~/leads/lead-posts.server'
import type {RouteHandle} from '~/root'

// The same page for everyone with the same consent choice: a CDN and the page cache keep it.
export const headers = publicPageHeaders
// Only the form runs in React (docs/decisions/0064).
export const handle: RouteHandle = {islands: ['agendamento']}

export async function loader({context}: LoaderFunctionArgs) {
  return {page: await context.content.load(PROJECTS_QUERY)}
}

// A function, not the value itself: the browser's copy of this module has no leadFormActions.
export const action = (args: ActionFunctionArgs) => leadFormActions.agendamento(args)

export const meta: MetaFunction<typeof loader> = bannerPageMeta('/projetos')

export default function ProjectsPage() {
  const {page} = useLoaderData<typeof loader>()
  const {settings} = useRootData()
  return (
    <>
      <PageBanner banner={page.banner} />
      <HowItWorks howItWorks={page.howItWorks} />
      <Guarantees guarantees={page.guarantees} />
      <ProjectInfo info={page.info} />
      <Booking form={page.form} beforeAfter={page.beforeAfter} serviceAreaNotice={settings.serviceAreaNotice} />
      <Cases title={page.casesTitle} cases={page.cases} />
    </>
  )
}
