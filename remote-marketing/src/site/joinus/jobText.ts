/** Duties and requirements are stored one a line: the non-empty lines, trimmed. */
export function linesOf(text: string | null): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The cities of the postings, in order of first appearance. */
export function citiesOf(jobs: ReadonlyArray<{ city: string | null }>): string[] {
  return [...new Set(jobs.map((job) => job.city).filter((city): city is string => Boolean(city)))];
}
