/** Prints rows as a table: the first two columns left-aligned (names), the others right-aligned (figures). */
export function printTable(rows: string[][]): void {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
        .join('  '),
    );
}
