import { useState } from 'react';
import { classNames } from '../../components/ui/class-names';
import { DEFAULT_PICTURE } from '../kit/pictures';
import type { WheelSector } from './wheel-reducer';
import { sectorDegrees, sectorMiddle } from './wheel-spin';

/** The wheel's radius in SVG units (the view box is 200 wide, centred on 0). */
const R = 96;
/** Sector fills: light and bright, so dark words read on every one. */
const FILLS = [
  '#ffd84d',
  '#8fd3ff',
  '#ffb3c8',
  '#a8e6a1',
  '#ffc27a',
  '#c9b8ff',
  '#9ff0e0',
  '#ffe38f',
];

/** The point at `degrees` clockwise from the top, `radius` from the centre. */
function point(degrees: number, radius: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  return [radius * Math.sin(rad), -radius * Math.cos(rad)];
}

function sectorPath(index: number, count: number): string {
  if (count === 1) return `M0 ${-R} A${R} ${R} 0 1 1 0 ${R} A${R} ${R} 0 1 1 0 ${-R}Z`;
  const size = sectorDegrees(count);
  const [x0, y0] = point(index * size, R);
  const [x1, y1] = point((index + 1) * size, R);
  return `M0 0L${x0.toFixed(3)} ${y0.toFixed(3)}A${R} ${R} 0 ${size > 180 ? 1 : 0} 1 ${x1.toFixed(3)} ${y1.toFixed(3)}Z`;
}

/**
 * The wheel itself: one sector a variant, each with its word near the rim and its picture below
 * it, turned to `angle` by a CSS transition (the view sets how long it takes). It only draws:
 * the reducer decides where it stops. Hidden from assistive technology: the view says in words
 * what the wheel shows.
 */
export function WheelDisc({
  sectors,
  angle,
  durationMs,
  landed,
}: {
  sectors: WheelSector[];
  angle: number;
  durationMs: number;
  /** The sector picked, once the wheel has stopped: it is lit up. */
  landed: number | null;
}) {
  const count = sectors.length;
  const size = sectorDegrees(count);
  // Room along the rim for a word, and for a picture further in, in SVG units.
  const arc = (radius: number) => Math.min((2 * Math.PI * radius * size) / 360, 2 * radius);
  const wordRadius = R * 0.8;
  const wordRoom = arc(wordRadius) * 0.86;
  const fontSize = count > 6 ? 12 : 15;
  const pictureSize = Math.min(count > 6 ? 34 : 44, arc(R * 0.48) * 0.8);

  return (
    // Smaller once it has stopped: the word and the microphone fit on a phone below it.
    <div
      className={classNames('wheel__stage', landed !== null && 'wheel__stage--landed')}
      aria-hidden="true"
    >
      <svg className="wheel__pointer" viewBox="0 0 40 36" width="40" height="36">
        <path d="M4 4h32L20 33z" />
      </svg>
      <svg className="wheel__svg" viewBox="-100 -100 200 200">
        <circle className="wheel__rim" r={R + 3} />
        <g
          className="wheel__disc"
          style={{
            transform: `rotate(${angle}deg)`,
            transitionDuration: `${durationMs}ms`,
          }}
        >
          {sectors.map((sector, index) => {
            const middle = sectorMiddle(index, count);
            const word = sector.word;
            const estimated = word.length * fontSize * 0.62;
            return (
              <g key={sector.id}>
                <path
                  className={classNames(
                    'wheel__sector',
                    landed === index && 'wheel__sector--landed',
                  )}
                  d={sectorPath(index, count)}
                  fill={FILLS[index % FILLS.length]}
                />
                <g transform={`rotate(${middle})`}>
                  <text
                    className="wheel__word"
                    y={-wordRadius}
                    fontSize={fontSize}
                    textAnchor="middle"
                    dominantBaseline="middle"
                    {...(estimated > wordRoom
                      ? { textLength: wordRoom, lengthAdjust: 'spacingAndGlyphs' }
                      : {})}
                  >
                    {word}
                  </text>
                  {sector.imageUrl && (
                    <>
                      <circle
                        className="wheel__picture-back"
                        cy={-R * 0.48}
                        r={pictureSize / 2 + 3}
                      />
                      <SectorPicture
                        src={sector.imageUrl}
                        x={-pictureSize / 2}
                        y={-R * 0.48 - pictureSize / 2}
                        size={pictureSize}
                      />
                    </>
                  )}
                </g>
              </g>
            );
          })}
        </g>
        <circle className="wheel__hub" r={13} />
      </svg>
    </div>
  );
}

/** A sector's picture; a missing or broken one gives way to the default picture (spec section 8). */
function SectorPicture({ src, x, y, size }: { src: string; x: number; y: number; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const href = failed === src ? DEFAULT_PICTURE : src;
  return (
    <image
      href={href}
      x={x}
      y={y}
      width={size}
      height={size}
      preserveAspectRatio="xMidYMid meet"
      onError={() => {
        if (href !== DEFAULT_PICTURE) setFailed(src);
      }}
    />
  );
}
