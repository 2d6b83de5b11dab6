import BranchesOutlined from '@ant-design/icons-svg/lib/asn/BranchesOutlined';
import CloudDownloadOutlined from '@ant-design/icons-svg/lib/asn/CloudDownloadOutlined';
import DiffOutlined from '@ant-design/icons-svg/lib/asn/DiffOutlined';
import EyeInvisibleOutlined from '@ant-design/icons-svg/lib/asn/EyeInvisibleOutlined';
import FileSearchOutlined from '@ant-design/icons-svg/lib/asn/FileSearchOutlined';
import RetweetOutlined from '@ant-design/icons-svg/lib/asn/RetweetOutlined';
import type { DiagramSpec } from '../diagram/Diagram';
import type { ProductVisuals } from './types';

/**
 * 回放比对测试平台: production traffic recorded, replayed on two versions, the responses diffed. The
 * icons follow `inversion.capabilities` (capture, masking, two-version replay, comparison,
 * reports, pipeline).
 */
const DIAGRAM: DiagramSpec = {
  lanes: 2,
  stages: 5,
  nodes: [
    { id: 'traffic', col: 0, row: 0, rows: 2, sub: true },
    { id: 'recorder', col: 1, row: 0, rows: 2, tone: 'product', sub: true },
    { id: 'baseline', col: 2, row: 0, sub: true },
    { id: 'upgrade', col: 2, row: 1, sub: true },
    { id: 'compare', col: 3, row: 0, rows: 2, tone: 'product', sub: true },
    { id: 'report', col: 4, row: 0, rows: 2, tone: 'fault', sub: true },
  ],
  links: [
    { from: 'traffic', to: 'recorder' },
    { from: 'recorder', to: 'baseline', kind: 'probe' },
    { from: 'recorder', to: 'upgrade', kind: 'probe' },
    { from: 'baseline', to: 'compare' },
    { from: 'upgrade', to: 'compare' },
    { from: 'compare', to: 'report' },
  ],
  legend: [
    { key: 'replay', mark: 'probe' },
    { key: 'responses', mark: 'flow' },
    { key: 'platform', mark: 'product' },
  ],
};

/** The banner's picture: two versions' windows, their lines compared, and a replay loop. */
function Art() {
  const lines = (x: number, y: number, changed: number) =>
    [0, 1, 2, 3, 4].map((i) => (
      <rect
        key={i}
        x={x}
        y={y + i * 18}
        width={[150, 110, 130, 90, 140][i]}
        height="8"
        rx="4"
        fill={i === changed ? '#ff6b6b' : '#fff'}
        fillOpacity={i === changed ? 0.9 : 0.35}
      />
    ));
  return (
    <svg viewBox="0 0 400 320" width="100%">
      <rect x="40" y="40" width="210" height="150" rx="14" fill="#0d2f7a" stroke="#7c9cff" strokeWidth="2" />
      <rect
        x="150"
        y="130"
        width="210"
        height="150"
        rx="14"
        fill="#10327f"
        stroke="#5cf2c2"
        strokeWidth="2"
      />
      <g fill="#fff" fillOpacity="0.5">
        <circle cx="60" cy="58" r="4" />
        <circle cx="74" cy="58" r="4" />
        <circle cx="170" cy="148" r="4" />
        <circle cx="184" cy="148" r="4" />
      </g>
      {lines(60, 80, -1)}
      {lines(170, 170, 2)}
      <rect x="164" y="201" width="4" height="22" rx="2" fill="#ff6b6b" />
      <g fill="none" stroke="#5cf2c2" strokeWidth="4" strokeLinecap="round">
        <path d="M300 46a44 44 0 1 1-40 26" />
      </g>
      <path d="M246 60l16 14 6-20z" fill="#5cf2c2" />
    </svg>
  );
}

export const INVERSION_VISUALS: ProductVisuals = {
  icons: [
    CloudDownloadOutlined,
    EyeInvisibleOutlined,
    RetweetOutlined,
    DiffOutlined,
    FileSearchOutlined,
    BranchesOutlined,
  ],
  diagram: DIAGRAM,
  Art,
};
