import type { BrowserContext, Page } from 'playwright-core';

/** Chinese characters (CJK unified ideographs and their extension A). */
const CHINESE = /[\u3400-\u9fff]/;
const LATIN_LETTER = /[A-Za-z]/;

interface AxValue {
  value?: unknown;
}

interface AxNameSource {
  type: string;
  attribute?: string;
  value?: AxValue;
  superseded?: boolean;
}

interface AxNode {
  ignored: boolean;
  role?: AxValue;
  name?: AxValue & { sources?: AxNameSource[] };
  description?: AxValue;
}

/** Where the browser took a name from: the first source that gave a value and was not overridden. */
function usedSource(node: AxNode): AxNameSource | undefined {
  return node.name?.sources?.find((source) => source.value?.value !== undefined && !source.superseded);
}

/** Controls a screen reader announces by their name: one without a name is announced as just "button". */
const NAMED_ROLES = new Set(['button', 'link', 'menuitem', 'checkbox', 'radio', 'switch', 'tab', 'textbox', 'combobox', 'slider']);

function latinOnly(text: string): boolean {
  return LATIN_LETTER.test(text) && !CHINESE.test(text);
}

/**
 * Names and descriptions a screen reader speaks that are Latin-only and were written for it (an
 * aria-label, alt, title, placeholder…) rather than read from the visible content: "search",
 * "moon", "Clear color". A link whose visible text is "React" is the page's content and passes.
 * A control left without any name counts too: hiding an English icon must not leave a mute button.
 * Read from Chromium's own accessibility tree, so hidden and aria-hidden parts are left out as a
 * screen reader leaves them out.
 */
export async function englishSpokenLabels(context: BrowserContext, page: Page): Promise<string[]> {
  const cdp = await context.newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const found: string[] = [];
    for (const node of nodes) {
      if (node.ignored) continue;
      const role = String(node.role?.value ?? '');
      const name = node.name?.value;
      const source = usedSource(node);
      if (typeof name === 'string' && latinOnly(name) && source && source.type !== 'contents') {
        found.push(`${role} "${name}" (${source.attribute ?? source.type})`);
      }
      if (NAMED_ROLES.has(role) && (typeof name !== 'string' || name.trim() === '')) found.push(`${role} without a name`);
      const description = node.description?.value;
      if (typeof description === 'string' && latinOnly(description)) found.push(`${role} description "${description}"`);
    }
    return [...new Set(found)];
  } finally {
    await cdp.detach();
  }
}
