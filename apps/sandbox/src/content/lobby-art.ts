import { escapeMarkup } from '../../../server/src/platform/security/escape-markup';

/**
 * The demo catalogue's art: each provider its own colour and motifs, each game its motif and its name, each
 * provider's logo its name on its colour. Drawn from the label (`{provider}~{name}`), nothing downloaded;
 * nothing of the label reaches the markup raw.
 */
const PROVIDER_HUES: Record<string, number> = { ag: 12, bg: 200, ob: 145, im: 220, ia: 275, tcg: 330, ky: 28, obgdy: 45, fgdz: 300, pp: 5, ae: 185, pg: 95, fgfish: 205 };

/** Shapes on a 240 × 240 tile, white on the provider's colour. */
const MOTIFS = {
  coin: '<circle cx="120" cy="92" r="52" fill="#fff" opacity=".9"/><circle cx="120" cy="92" r="38" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="6"/>',
  star: '<path d="M120 36l16 34 37 5-27 26 7 37-33-18-33 18 7-37-27-26 37-5z" fill="#fff" opacity=".9"/>',
  gem: '<path d="M80 62h80l26 30-66 68-66-68z" fill="#fff" opacity=".9"/><path d="M54 92h132M100 62l20 98 20-98" stroke="#000" stroke-opacity=".2" stroke-width="4" fill="none"/>',
  crown: '<path d="M62 130l-8-72 36 30 30-44 30 44 36-30-8 72z" fill="#fff" opacity=".9"/>',
  fruit: '<circle cx="98" cy="110" r="30" fill="#fff" opacity=".9"/><circle cx="146" cy="104" r="26" fill="#fff" opacity=".75"/><path d="M98 80q10-40 48-44M146 78q-6-26 0-42" stroke="#fff" stroke-width="6" fill="none"/>',
  fish: '<path d="M50 92q60-56 120 0q-60 56-120 0z" fill="#fff" opacity=".9"/><path d="M170 92l28-26v52z" fill="#fff" opacity=".9"/><circle cx="78" cy="86" r="7" fill="#000" opacity=".4"/>',
  wave: '<path d="M30 120q30-30 60 0t60 0 60 0M30 90q30-30 60 0t60 0 60 0" stroke="#fff" stroke-width="10" fill="none" opacity=".85"/>',
  card: '<rect x="78" y="40" width="70" height="100" rx="10" fill="#fff" opacity=".9" transform="rotate(-10 113 90)"/><rect x="100" y="44" width="70" height="100" rx="10" fill="#fff" opacity=".7" transform="rotate(12 135 94)"/>',
  dice: '<rect x="72" y="46" width="96" height="96" rx="18" fill="#fff" opacity=".9"/><g fill="#000" opacity=".45"><circle cx="96" cy="70" r="9"/><circle cx="120" cy="94" r="9"/><circle cx="144" cy="118" r="9"/></g>',
  ball: '<circle cx="120" cy="92" r="52" fill="#fff" opacity=".9"/><path d="M120 62l28 20-10 32h-36l-10-32z" fill="#000" opacity=".35"/>',
  screen: '<rect x="58" y="50" width="124" height="80" rx="10" fill="#fff" opacity=".9"/><path d="M104 72l30 18-30 18z" fill="#000" opacity=".4"/>',
} as const;
type Motif = keyof typeof MOTIFS;

/** The motifs a provider's games draw from, in the style of what it offers. */
const PROVIDER_MOTIFS: Record<string, readonly Motif[]> = {
  ag: ['card', 'dice', 'coin'],
  bg: ['card', 'dice', 'crown'],
  ob: ['ball', 'star'],
  im: ['ball', 'star'],
  ia: ['screen', 'star'],
  tcg: ['ball', 'coin', 'dice'],
  ky: ['card', 'dice', 'coin'],
  obgdy: ['coin', 'crown', 'gem'],
  fgdz: ['fruit', 'star', 'gem'],
  pp: ['gem', 'fruit', 'star'],
  ae: ['crown', 'coin', 'wave'],
  pg: ['star', 'gem', 'crown'],
  fgfish: ['fish', 'wave'],
};

function hashOf(text: string): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return hash;
}

/** The provider code and the name a label holds. */
function parts(label: string): [provider: string, name: string] {
  const at = label.indexOf('~');
  return at < 0 ? ['', label] : [label.slice(0, at), label.slice(at + 1)];
}

const hueOfProvider = (provider: string) => PROVIDER_HUES[provider] ?? hashOf(provider) % 360;
const FONT = `font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-weight="700"`;

/** A game's tile, 240 × 240: its provider's colour, a motif of its provider's kind picked by its name, its name. */
export function drawGameTile(label: string): string {
  const [provider, rawName] = parts(label);
  const name = rawName.slice(0, 12);
  const hash = hashOf(name);
  const hue = hueOfProvider(provider);
  const shift = (hash % 5) * 6 - 12;
  const motifs = PROVIDER_MOTIFS[provider] ?? (Object.keys(MOTIFS) as Motif[]);
  const motif = MOTIFS[motifs[hash % motifs.length] ?? 'star'];
  const size = name.length <= 4 ? 34 : Math.max(20, Math.floor(200 / name.length));
  const tag = escapeMarkup(provider.toUpperCase().slice(0, 8));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<defs><linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${(hue + shift + 360) % 360},72%,50%)"/><stop offset="1" stop-color="hsl(${hue},78%,22%)"/></linearGradient></defs>` +
    `<rect width="240" height="240" rx="20" fill="url(#t)"/>${motif}` +
    `<rect x="8" y="8" rx="8" width="${String(16 + tag.length * 11)}" height="26" fill="#000" opacity=".35"/><text x="16" y="27" fill="#fff" font-size="16" ${FONT}>${tag}</text>` +
    `<text x="120" y="200" text-anchor="middle" fill="#fff" font-size="${String(size)}" ${FONT}>${escapeMarkup(name)}</text></svg>`
  );
}

/** A provider's logo, 240 × 96: its name on its colour, with its first motif. */
export function drawProviderLogo(label: string): string {
  const [provider, rawName] = parts(label);
  const name = escapeMarkup(rawName.slice(0, 8));
  const hue = hueOfProvider(provider);
  const motif = MOTIFS[PROVIDER_MOTIFS[provider]?.[0] ?? 'star'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">` +
    `<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},75%,48%)"/><stop offset="1" stop-color="hsl(${hue},80%,26%)"/></linearGradient></defs>` +
    `<rect width="240" height="96" rx="16" fill="url(#l)"/><g transform="translate(4 6) scale(.36)">${motif}</g>` +
    `<text x="152" y="48" dominant-baseline="central" text-anchor="middle" fill="#fff" font-size="30" ${FONT}>${name}</text></svg>`
  );
}
