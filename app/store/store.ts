/**
 * Where submissions are kept. One interface, two implementations: `sqlite` (the default, one
 * local file) and `firestore` (firebase-admin), chosen by the environment. Both pass the same
 * contract suite (tests/integration/store-contract.test.ts); how to pick one:
 * docs/forms.md#the-store-sqlite-by-default-firestore-with-firebase.
 *
 * Collections and fields keep the names the old site stored (agendamentos, reservas_evababy,
 * dataSolicitacao, …: docs/requirements.md#texts).
 */
export type FieldValue = string | number | boolean | null | Date | FieldValue[] | {[key: string]: FieldValue}
export type DocumentData = Record<string, FieldValue>

export type StoredDocument = {id: string; data: DocumentData}
export type NewDocument = {collection: string; id: string; data: DocumentData}

export interface DocumentStore {
  readonly name: 'sqlite' | 'firestore'
  /**
   * Writes a new document `collection/id`. `serverTimestamp` names a field the store sets
   * to its own current time (Firestore's serverTimestamp, the database clock in SQLite).
   * When the id already exists nothing is written and the answer is 'exists': a retried
   * or doubled submission with the same id stores one document. `together` are written with
   * it, in the same transaction (SQLite) or batch (Firestore): all, or none when it exists.
   * `claim` is one more document that must not exist yet (a slot of a cap, app/store/caps.server.ts):
   * when it does, nothing is written and the answer is 'claimed'.
   */
  create(
    collection: string,
    id: string,
    data: DocumentData,
    options?: {serverTimestamp?: string; together?: NewDocument[]; claim?: NewDocument},
  ): Promise<'created' | 'exists' | 'claimed'>
  /** One document, timestamps as Date; null when there is none. */
  get(collection: string, id: string): Promise<DocumentData | null>
  /** Every document of a collection, oldest first by creation (reads all of it). */
  list(collection: string): Promise<StoredDocument[]>
  /** The first document whose top-level `field` equals `value`, or null. */
  findByField(collection: string, field: string, value: string): Promise<StoredDocument | null>
  /** Every document whose top-level `field` equals `value`, oldest first. */
  findAllByField(collection: string, field: string, value: string): Promise<StoredDocument[]>
  /** Sets top-level fields of an existing document, leaving the others: 'missing' when there is none. */
  update(collection: string, id: string, changes: DocumentData): Promise<'updated' | 'missing'>
  /**
   * Deletes a document. With `ifField`, only while its top-level field still holds that value
   * ('changed' otherwise), checked and deleted as one step: how a stale lease is taken over.
   */
  delete(
    collection: string,
    id: string,
    options?: {ifField?: {field: string; value: string}},
  ): Promise<'deleted' | 'missing' | 'changed'>
  /**
   * Adds `value` to the list in `field` of an existing document, in one transaction:
   * 'added'; 'present' when it was already there (nothing written); 'missing' when there
   * is no such document.
   */
  addToList(collection: string, id: string, field: string, value: string): Promise<'added' | 'present' | 'missing'>
  /**
   * Makes what was deleted unreadable in the backend's own files: on SQLite, a checkpoint that
   * moves every page into the database file (where secure_delete has zeroed what was deleted)
   * and truncates the WAL. 'held' while a reader (an export, a backup) still needs the WAL: try
   * again later. Firestore deletes at once ('done'); what Google keeps is in docs/security.md.
   */
  eraseDeleted(): Promise<'done' | 'held'>
  /** After close(), every call rejects with StoreUnavailableError. */
  close(): Promise<void>
}

/** A store that could not be reached or refused the write; its message is safe to show. */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options)
    this.name = 'StoreUnavailableError'
  }
}

/** The backend refused the operation for lack of permission (Firestore PERMISSION_DENIED). */
export class StorePermissionError extends StoreUnavailableError {
  constructor(message: string, options?: {cause?: unknown}) {
    super(message, options)
    this.name = 'StorePermissionError'
  }
}

/** Ids, collections and field names both stores accept: no slashes, dots or Firestore's reserved __x__. */
export const isSafeName = (name: string) => /^(?!__.*__$)[\w-]{1,150}$/.test(name)
