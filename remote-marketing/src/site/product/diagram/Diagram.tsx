import './diagram.css';

/**
 * A product's diagram (docs/site/visuals.md "Diagrams"): boxes on a grid of stages (columns) and
 * lanes (rows), joined by arrows. It is drawn twice from the same data: wide, the stages left to
 * right, and tall, the stages top to bottom for phones; CSS shows one. Every word comes from the
 * page's words in its language (`<product>.diagram.*`), so the SVG is never baked in one language.
 */

/** How a box is drawn: the client's system, the product, a part hit by a fault, a part unharmed. */
export type DiagramTone = 'system' | 'product' | 'fault' | 'healthy';

export interface DiagramNode {
  /** the words `<product>.diagram.nodes.<id>.label` and, when `sub`, `.sub` */
  id: string;
  col: number;
  row: number;
  /** lanes it covers (default 1) */
  rows?: number;
  /** stages it covers (default 1) */
  cols?: number;
  tone?: DiagramTone;
  sub?: boolean;
}

export interface DiagramLink {
  from: string;
  to: string;
  /** `fault`: a red dashed arrow; `probe`: a blue dashed arrow */
  kind?: 'flow' | 'fault' | 'probe';
  /** a lightning mark in the middle: a fault injected on this link */
  injected?: boolean;
}

export interface DiagramSpec {
  lanes: number;
  stages: number;
  nodes: readonly DiagramNode[];
  links: readonly DiagramLink[];
  /** a dashed frame around these boxes: the blast radius, or the product's own boundary */
  region?: { nodes: readonly string[]; tone: 'fault' | 'product' };
  /** the legend's lines, `<product>.diagram.legend.<key>`, each with its swatch */
  legend: readonly {
    key: string;
    /** the swatch: a fault's mark, the region's frame (`region`: the blast radius, `frame`: the product's), a box's colour, an arrow */
    mark: 'fault' | 'region' | 'frame' | 'healthy' | 'product' | 'probe' | 'flow';
  }[];
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface Geometry {
  width: number;
  height: number;
  box: (node: DiagramNode) => Box;
  /** the label's and sub-line's font sizes */
  label: number;
  sub: number;
}

const MARGIN = 16;
const TOP = 20;

/** Stages left to right: the desktop drawing, 960 wide. */
function wide(spec: DiagramSpec): Geometry {
  const width = 960;
  const gapX = 56;
  const gapY = 22;
  const rowH = spec.lanes === 1 ? 92 : 66;
  const boxW = (width - 2 * MARGIN - (spec.stages - 1) * gapX) / spec.stages;
  return {
    width,
    height: TOP * 2 + spec.lanes * rowH + (spec.lanes - 1) * gapY,
    box: ({ col, row, rows = 1, cols = 1 }) => ({
      x: MARGIN + col * (boxW + gapX),
      y: TOP + row * (rowH + gapY),
      w: cols * boxW + (cols - 1) * gapX,
      h: rows * rowH + (rows - 1) * gapY,
    }),
    label: 16,
    sub: 13,
  };
}

/** Stages top to bottom: the phone drawing, 360 wide, the lanes side by side. */
function tall(spec: DiagramSpec): Geometry {
  const width = 360;
  // two lanes keep room between them for the arrows across; three share the width
  const gapL = spec.lanes === 2 ? 40 : 10;
  const gapT = 40;
  const colH = 60;
  const laneW = (width - 2 * MARGIN - (spec.lanes - 1) * gapL) / spec.lanes;
  return {
    width,
    height: TOP * 2 + spec.stages * colH + (spec.stages - 1) * gapT,
    box: ({ col, row, rows = 1, cols = 1 }) => ({
      x: MARGIN + row * (laneW + gapL),
      y: TOP + col * (colH + gapT),
      w: rows * laneW + (rows - 1) * gapL,
      h: cols * colH + (cols - 1) * gapT,
    }),
    // three lanes leave about 100 units a box
    label: spec.lanes > 2 ? 14 : 15,
    sub: spec.lanes > 2 ? 12 : 12.5,
  };
}

/**
 * The arrow from one box to the other: straight across where they face each other (the middle of
 * what they share), else from the middle of the one's side to the middle of the other's.
 */
function route(a: Box, b: Box): [number, number, number, number] {
  const x0 = Math.max(a.x, b.x);
  const x1 = Math.min(a.x + a.w, b.x + b.w);
  if (x0 < x1) {
    const x = x0 + (x1 - x0) / 2;
    return b.y > a.y ? [x, a.y + a.h, x, b.y] : [x, a.y, x, b.y + b.h];
  }
  const y0 = Math.max(a.y, b.y);
  const y1 = Math.min(a.y + a.h, b.y + b.h);
  if (y0 < y1) {
    const y = y0 + (y1 - y0) / 2;
    return b.x > a.x ? [a.x + a.w, y, b.x, y] : [a.x, y, b.x + b.w, y];
  }
  return [a.x + a.w, a.y + a.h / 2, b.x, b.y + b.h / 2];
}

/** A fault's mark: a red disc with a lightning bolt, centred on (x, y). */
export function FaultMark({ x, y }: { x: number; y: number }) {
  return (
    <g className="diagram__fault" transform={`translate(${x} ${y})`}>
      <circle r="12" />
      <path d="M1.5-8 -5 1.5h4.5L-2 8 5-1.5H0.5z" />
    </g>
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

function Drawing({
  spec,
  geometry,
  word,
  id,
  className,
}: {
  spec: DiagramSpec;
  geometry: Geometry;
  word: (key: string) => string;
  id: string;
  className: string;
}) {
  const boxes = new Map(spec.nodes.map((node) => [node.id, geometry.box(node)]));
  const region = spec.region
    ? spec.region.nodes
        .map((n) => boxes.get(n)!)
        .reduce(
          (r, b) => ({
            x: Math.min(r.x, b.x),
            y: Math.min(r.y, b.y),
            x2: Math.max(r.x2, b.x + b.w),
            y2: Math.max(r.y2, b.y + b.h),
          }),
          { x: Infinity, y: Infinity, x2: -Infinity, y2: -Infinity },
        )
    : null;
  const pad = 10;
  return (
    <svg
      className={`diagram__svg ${className}`}
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      width="100%"
      style={{ aspectRatio: `${geometry.width} / ${geometry.height}` }}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{word('title')}</title>
      <desc id={`${id}-desc`}>{word('desc')}</desc>
      {region ? (
        <rect
          className={`diagram__region diagram__region--${spec.region!.tone}`}
          x={region.x - pad}
          y={region.y - pad}
          width={region.x2 - region.x + 2 * pad}
          height={region.y2 - region.y + 2 * pad}
          rx="18"
        />
      ) : null}
      {spec.links.map((link) => {
        const [x1, y1, x2, y2] = route(boxes.get(link.from)!, boxes.get(link.to)!);
        const kind = link.kind ?? 'flow';
        return (
          <g key={`${link.from}-${link.to}`}>
            <line
              className={`diagram__link diagram__link--${kind}`}
              x1={round(x1)}
              y1={round(y1)}
              x2={round(x2)}
              y2={round(y2)}
              markerEnd={`url(#${id}-arrow-${kind})`}
            />
            {link.injected ? <FaultMark x={round((x1 + x2) / 2)} y={round((y1 + y2) / 2)} /> : null}
          </g>
        );
      })}
      {spec.nodes.map((node) => {
        const b = boxes.get(node.id)!;
        const cx = round(b.x + b.w / 2);
        const cy = b.y + b.h / 2;
        return (
          <g key={node.id} className={`diagram__node diagram__node--${node.tone ?? 'system'}`}>
            <rect x={round(b.x)} y={round(b.y)} width={round(b.w)} height={round(b.h)} rx="12" />
            <text
              className="diagram__label"
              x={cx}
              y={round(node.sub ? cy - 3 : cy + geometry.label * 0.35)}
              fontSize={geometry.label}
            >
              {word(`nodes.${node.id}.label`)}
            </text>
            {node.sub ? (
              <text className="diagram__sub" x={cx} y={round(cy + geometry.sub + 3)} fontSize={geometry.sub}>
                {word(`nodes.${node.id}.sub`)}
              </text>
            ) : null}
          </g>
        );
      })}
      <defs>
        {['flow', 'fault', 'probe'].map((kind) => (
          <marker
            key={kind}
            id={`${id}-arrow-${kind}`}
            className={`diagram__arrow diagram__arrow--${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0 10 5 0 10z" />
          </marker>
        ))}
      </defs>
    </svg>
  );
}

/** The legend's swatch for one line. */
function Swatch({ mark }: { mark: DiagramSpec['legend'][number]['mark'] }) {
  return (
    <svg className="diagram__swatch" viewBox="0 0 28 28" width="28" height="28" aria-hidden="true">
      {mark === 'fault' ? (
        <FaultMark x={14} y={14} />
      ) : mark === 'probe' || mark === 'flow' ? (
        <line className={`diagram__link diagram__link--${mark}`} x1="2" y1="14" x2="26" y2="14" />
      ) : (
        <rect
          className={
            mark === 'region'
              ? 'diagram__region diagram__region--fault'
              : mark === 'frame'
                ? 'diagram__region diagram__region--product'
                : `diagram__key diagram__key--${mark}`
          }
          x="3"
          y="5"
          width="22"
          height="18"
          rx="5"
        />
      )}
    </svg>
  );
}

/**
 * The diagram as a figure: the drawing (wide or tall, by the screen's width), `role="img"` named by
 * its `<title>` (`aria-labelledby`) and described by its `<desc>` (`aria-describedby`), and the
 * legend below in plain text.
 */
export function ProductDiagram({
  id,
  spec,
  word,
}: {
  /** the ids' prefix: unique on the page */
  id: string;
  spec: DiagramSpec;
  /** a word of `<product>.diagram` */
  word: (key: string) => string;
}) {
  return (
    <figure className="diagram">
      <Drawing
        spec={spec}
        geometry={wide(spec)}
        word={word}
        id={`${id}-wide`}
        className="diagram__svg--wide"
      />
      <Drawing
        spec={spec}
        geometry={tall(spec)}
        word={word}
        id={`${id}-tall`}
        className="diagram__svg--tall"
      />
      <figcaption>
        <ul className="diagram__legend">
          {spec.legend.map((line) => (
            <li key={line.key}>
              <Swatch mark={line.mark} />
              <span>{word(`legend.${line.key}`)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
