/**
 * Whether a key event comes from inside a modal layer (an aria-modal dialog: antd's Modal, Drawer,
 * picture preview) other than `own`. Such a layer handles its own Escape; a panel underneath that
 * listens on the window must not close along with it.
 */
export function isFromOtherModal(event: Event, own: Element | null): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const layer = target.closest('[aria-modal="true"]');
  return layer !== null && !(own?.contains(layer) ?? false);
}
