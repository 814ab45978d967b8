/** Loads a page outside the visitors' app (the admin console) in this tab, as a link would. */
export function openPage(href: string): void {
  window.location.assign(href);
}
