import {createClient, type SanityClient} from '@sanity/client'
import {evaluate, parse} from 'groq-js'

/**
 * The Studio's client, except that its queries (`fetch`) are answered by groq-js over a
 * dataset (the seed): validation rules that query other documents run offline, in
 * validate-seed and in the tests, the way they run in the Studio. Everything else is a real
 * client's (the Studio needs one to start), which these uses never send anything with.
 */
export function seedClient(dataset: Array<{_id: string; _type: string}>, base?: SanityClient): SanityClient {
  const answer = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query, {params}), {dataset, params})).get()
  const wrap = (client: SanityClient): SanityClient =>
    new Proxy(client, {
      get(target, property) {
        if (property === 'fetch') return answer
        if (property === 'withConfig')
          return (...args: Parameters<SanityClient['withConfig']>) => wrap(target.withConfig(...args))
        // The client keeps private fields: its methods run on the client itself, not the proxy.
        const value: unknown = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  return wrap(base ?? createClient({projectId: 'evaseed0', dataset: 'production', apiVersion: '2025-02-19', useCdn: false}))
}
