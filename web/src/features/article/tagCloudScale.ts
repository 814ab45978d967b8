/** Font size in px for a tag with `count` articles, linear between the smallest and largest counts. */
export function tagCloudSize(count: number, min: number, max: number, smallest: number, largest: number): number {
  if (!(max > min)) return Math.round((smallest + largest) / 2);
  const ratio = (count - min) / (max - min);
  return Math.round(smallest + Math.min(1, Math.max(0, ratio)) * (largest - smallest));
}

/** A stable hue per tag so the cloud is colourful without changing on every render. */
export function tagHue(id: number): number {
  return (id * 47) % 360;
}
