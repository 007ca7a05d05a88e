import sharp from 'sharp';

/** A sun rising over a schoolhouse roof, in the school's own colour: the demo schools' logos. */
const svg = (colour: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="48" fill="${colour}"/>
  <circle cx="128" cy="118" r="44" fill="#ffd54f"/>
  <g stroke="#ffd54f" stroke-width="10" stroke-linecap="round">
    <line x1="128" y1="42" x2="128" y2="58"/><line x1="62" y1="118" x2="46" y2="118"/><line x1="194" y1="118" x2="210" y2="118"/>
    <line x1="81" y1="71" x2="70" y2="60"/><line x1="175" y1="71" x2="186" y2="60"/>
  </g>
  <path d="M40 206 L128 142 L216 206 Z" fill="#ffffff"/>
  <rect x="112" y="176" width="32" height="30" rx="4" fill="${colour}"/>
</svg>`;

export const demoLogoPng = (colour: string): Promise<Buffer> =>
  sharp(Buffer.from(svg(colour)))
    .png()
    .toBuffer();
