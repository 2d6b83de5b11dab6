import { CHINA_MAP, CITY_POINTS } from './chinaMapData';

export type OfficeKey = keyof typeof CITY_POINTS;

export interface OfficeMapProps {
  /** the map's accessible description */
  label: string;
  /** the inset's caption (南海诸岛) */
  insetLabel: string;
  cities: ReadonlyArray<{ key: OfficeKey; name: string; headquarters: boolean }>;
  selected: OfficeKey;
}

/** Labels of cities close together go to opposite sides (Nanjing left of Shanghai). */
const LABEL_SIDE: Record<OfficeKey, 'left' | 'right'> = {
  nanjing: 'left',
  shanghai: 'right',
  beijing: 'right',
  shenzhen: 'right',
};

/** The map of China drawn from our own data, with the office cities marked; the selected one pulses. */
export function OfficeMap({ label, insetLabel, cities, selected }: OfficeMapProps) {
  const { width, height, land, inset, insetLand, insetDashes } = CHINA_MAP;
  return (
    <svg className="office-map" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <defs>
        <linearGradient id="office-map-land" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#dfe8ff" />
          <stop offset="1" stopColor="#c6d6ff" />
        </linearGradient>
      </defs>
      <path d={land} className="office-map__land" fill="url(#office-map-land)" />
      <g className="office-map__inset">
        <rect x={inset.x} y={inset.y} width={inset.width} height={inset.height} rx="4" />
        <path d={insetLand} className="office-map__land" fill="url(#office-map-land)" />
        <path d={insetDashes} className="office-map__dashes" />
        <text x={inset.x + inset.width} y={inset.y - 8} textAnchor="end">
          {insetLabel}
        </text>
      </g>
      {cities.map((city) => {
        const [x, y] = CITY_POINTS[city.key];
        const side = LABEL_SIDE[city.key];
        const active = city.key === selected;
        return (
          <g
            key={city.key}
            className={active ? 'office-map__city office-map__city--active' : 'office-map__city'}
          >
            {active ? <circle cx={x} cy={y} r="9" className="office-map__pulse" /> : null}
            <circle cx={x} cy={y} r={city.headquarters ? 8 : 6} className="office-map__dot" />
            <text
              x={side === 'left' ? x - 14 : x + 14}
              y={y + 5}
              textAnchor={side === 'left' ? 'end' : 'start'}
            >
              {city.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
