/**
 * User text (a comment, a nickname, a site name …) placed inside a notification.
 *
 * The drawer turns `&lt;` / `&gt;` back into `<` / `>` and renders a notification with a tag as HTML
 * (SPEC.md §5), so neither raw angle brackets nor HTML escaping would hold: `&lt;img …&gt;` typed by
 * a user would come back to life in the victim's drawer. Angle brackets and the ampersand become
 * their full-width look-alikes instead, which read the same, cannot open a tag and cannot start an
 * entity. Runs of whitespace fold to one space, as a notification is a single line.
 */
export function inertText(text: string): string {
  return text.replace(/&/g, '＆').replace(/</g, '＜').replace(/>/g, '＞').replace(/\s+/g, ' ').trim();
}
