import {createHmac, randomUUID} from 'node:crypto'
import {env} from '~/env.server'
import type {DocumentStore, NewDocument} from './store'

// Caps that hold however many requests arrive at once, on every instance and on both stores
// (docs/decisions/0050-caps-decided-by-the-store.md). A cap of N uses a window for one key is N
// slot documents with fixed ids (`<cap>-<keyed hash of the key>-<0…N-1>`): taking a slot is
// creating its document, which the store refuses when it is there (SQLite's primary key,
// Firestore's create), so two requests can never hold the same one. A slot is free again once it
// expires: whoever finds it expired deletes it (only if it is still the one read) and takes it.
// The slots are read by their ids, never by a scan of the collection (docs/decisions/0078).

/** Where the slots live; each has `expira` (ms), so the daily retention job removes old ones. */
export const CAPS = 'limites'

/**
 * The key hashed with SESSION_SECRET: the store's file (a backup, an export of it) cannot confirm
 * a guessed e-mail address by its hash. Without the secret (a laptop), a fixed one, as every
 * instance sharing a store must agree on it; production sets it (docs/configuration.md).
 */
const slotKey = (cap: string, key: string) =>
  createHmac('sha256', env.SESSION_SECRET ?? 'eva-limites')
    .update(`${cap}\n${key}`)
    .digest('hex')

export type Cap = {name: string; max: number; windowMs: number}
export type Slot = {id: string; ficha: string}

/** A write that takes the slot with it, in one transaction or batch: its document's own 'exists' wins. */
export type CappedWrite = {document: NewDocument; serverTimestamp?: string; together?: NewDocument[]}

export type Taken = {outcome: 'taken'; slot: Slot} | {outcome: 'full'; retryAfterMs: number} | {outcome: 'exists'}

/**
 * Takes one slot of `cap` for `key`, with `write` if given (then 'exists' when its document is
 * already there, and nothing is written). `owner` names what the slot was taken for (a lead):
 * deleting it frees its slots (freeSlotsOf). 'full' says when the first slot frees up.
 */
export async function takeSlot(
  store: DocumentStore,
  cap: Cap,
  key: string,
  {write, owner, now = Date.now()}: {write?: CappedWrite; owner?: string; now?: number} = {},
): Promise<Taken> {
  const chave = slotKey(cap.name, key)
  const ids = Array.from({length: cap.max}, (_, n) => `${cap.name}-${chave.slice(0, 40)}-${n}`)
  // Each by its id, the store's primary key: as fast with a million slots of others as with none.
  const held = await Promise.all(ids.map((id) => store.get(CAPS, id)))
  let freesAt = now + cap.windowMs
  for (const [n, id] of ids.entries()) {
    const current = held[n]
    if (current && Number(current.expira) > now) {
      freesAt = Math.min(freesAt, Number(current.expira))
      continue
    }
    if (current && (await store.delete(CAPS, id, {ifField: {field: 'ficha', value: String(current.ficha)}})) === 'changed') {
      continue
    }
    const ficha = randomUUID()
    const data = {ficha, expira: now + cap.windowMs, ...(owner ? {dono: owner} : {})}
    const outcome = write
      ? await store.create(write.document.collection, write.document.id, write.document.data, {
          serverTimestamp: write.serverTimestamp,
          together: write.together,
          claim: {collection: CAPS, id, data},
        })
      : await store.create(CAPS, id, data)
    if (outcome === 'created') return {outcome: 'taken', slot: {id, ficha}}
    if (write && outcome === 'exists') return {outcome: 'exists'}
    // Another request took this slot since it was read: the next one.
  }
  return {outcome: 'full', retryAfterMs: Math.max(1000, freesAt - now)}
}

/** Gives a slot back (a right code: only the wrong ones count). */
export async function releaseSlot(store: DocumentStore, slot: Slot) {
  await store.delete(CAPS, slot.id, {ifField: {field: 'ficha', value: slot.ficha}})
}

/** Frees every slot taken for `owner` (a deleted lead leaves nothing, not even its address's hash). */
export async function freeSlotsOf(store: DocumentStore, owner: string) {
  for (const {id} of await store.findAllByField(CAPS, 'dono', owner)) await store.delete(CAPS, id)
}
