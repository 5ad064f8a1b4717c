/**
 * The lines of a server's log (what it wrote to stderr, `instance.logs()`) that say something
 * went wrong: a JSON line at level error or fatal, or anything that is not one of the log's
 * JSON lines (a stack trace, a library's console.error). A line still being written is left out.
 */
export function errorLines(logs: string): string[] {
  return logs
    .split('\n')
    .slice(0, -1)
    .filter((line) => {
      if (line.trim() === '') return false
      try {
        const {level} = JSON.parse(line) as {level?: unknown}
        return level === 'error' || level === 'fatal'
      } catch {
        return true
      }
    })
}

/** The JSON lines of a server's log that carry this event, parsed. */
export function eventLines(logs: string, event: string): Record<string, unknown>[] {
  return logs
    .split('\n')
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}
