/**
 * The Latin-script words a page shows a person reading it in Bangla: its visible text, and the names, labels, titles,
 * placeholders and alternative texts assistive technology reads. What people wrote (names, addresses, announcements)
 * is marked `translate="no"` by the screens and left out, as are email addresses, web addresses and codes in capitals
 * with digits (a coupon code, a receipt number); what remains is a word the web app itself failed to translate.
 */
import type { Page } from 'playwright-core';

export function latinWords(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  return page.evaluate((allow) => {
    const skip = (el: Element | null) => !!el?.closest('[translate="no"], script, style, [aria-hidden="true"]');
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || skip(parent)) continue;
      const style = getComputedStyle(parent);
      const srOnly = parent.closest('.sr-only') !== null;
      if (!srOnly && (style.display === 'none' || style.visibility === 'hidden')) continue;
      texts.push(node.textContent ?? '');
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (skip(el)) continue;
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt'])
        texts.push(el.getAttribute(attribute) ?? '');
    }
    const words = texts
      .join(' ')
      .replace(/\S+@\S+\.\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\b[A-Z0-9][A-Z0-9-]*\d[A-Z0-9-]*\b/g, ' ')
      .match(/[A-Za-z]{2,}/g);
    return [...new Set(words ?? [])].filter((word) => !allow.includes(word)).sort();
  }, allowed);
}
