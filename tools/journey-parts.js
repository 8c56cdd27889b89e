// How e2e/run-journeys.mjs deals the journey files out to its parts: by each file's time when last
// measured, longest first, each to the part with the least time so far, so that the parts end
// together. A file not measured yet counts as the median of the measured ones (1 s when none is).

/**
 * @param {string[]} files the journey files
 * @param {Record<string, number>} times seconds per file, as last measured
 * @param {number} count how many parts
 * @returns {{ files: string[]; seconds: number }[]} the parts, in order
 */
export function dealByTime(files, times, count) {
  const measured = files.map((file) => times[file]).filter((t) => typeof t === 'number').sort((a, b) => a - b);
  const median = measured.length > 0 ? measured[Math.floor(measured.length / 2)] : 1;
  const weighted = files.map((file) => ({ file, seconds: typeof times[file] === 'number' ? times[file] : median }));
  // Longest first; equal times in name order, so that the same inputs always give the same parts.
  weighted.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const parts = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const item of weighted) {
    const lightest = parts.reduce((min, part) => (part.seconds < min.seconds ? part : min));
    lightest.files.push(item.file);
    lightest.seconds += item.seconds;
  }
  return parts;
}
