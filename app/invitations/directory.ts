/** A Minha EVA account, as the invitation page needs it. */
export type MinhaEvaUser = {uid: string; name: string}

/**
 * Where Minha EVA accounts are looked up: Firebase Auth in production, a collection of
 * the local store (with demo accounts) on a fresh clone.
 */
export interface UserDirectory {
  /** `email` arrives trimmed and in lower case. */
  findByEmail(email: string): Promise<MinhaEvaUser | null>
  findById(uid: string): Promise<MinhaEvaUser | null>
}

/** What an invitation lookup was refused for, in the backend's own terms. */
export class DirectoryError extends Error {
  constructor(
    readonly code: 'not_found' | 'no_permission' | 'unexpected',
    options?: {cause?: unknown},
  ) {
    super(`Directory lookup failed: ${code}`, options)
    this.name = 'DirectoryError'
  }
}
