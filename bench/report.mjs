/** Lines a benchmark prints as it goes and returns for bench/RESULTS.md. */
export function reporter() {
  const lines = [];
  return {
    lines,
    report(line) {
      lines.push(line);
      console.log(line);
    },
  };
}
