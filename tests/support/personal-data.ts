import {expect} from 'vitest'

/**
 * Checks what the site wrote or sent about a request (a log, an error report): that it `says`
 * what happened (events, ids, the error, the path), and that it has none of the `personal`
 * values the visitor gave (an e-mail address, a CPF, a phone, an address, a cookie's secret,
 * each as typed and as shown). A failure names the value.
 */
export function expectSaysWithoutPersonalData(text: string, {says, personal}: {says: string[]; personal: string[]}) {
  for (const value of says) expect(text, value).toContain(value)
  for (const value of personal) expect(text, value).not.toContain(value)
}
