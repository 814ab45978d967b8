/* Chinese prose for benchmark posts: the same text on every run, no dependency. */
const HANZI = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样';

/** About `bytes` of UTF-8 prose (3 bytes a character), in paragraphs. */
export function prose(bytes: number, seed: number): string {
  let out = '';
  let x = seed * 7919 + 1;
  for (let i = 0; i < bytes / 3; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += HANZI[x % HANZI.length];
    if (i % 97 === 96) out += '。\n\n';
    else if (i % 13 === 12) out += '，';
  }
  return out;
}
