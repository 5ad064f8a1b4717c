/**
 * Operational log lines, one JSON object each, on stderr. Callers pass only what is safe
 * to keep: event names, collections, error codes; never a name, CPF, e-mail or phone.
 */
export function logEvent(
  level: 'info' | 'warn' | 'error',
  event: string,
  details: Record<string, string | number | boolean> = {},
) {
  const line = JSON.stringify({time: new Date().toISOString(), level, event, ...details})
  if (level === 'error') console.error(line)
  else console.warn(line)
}
