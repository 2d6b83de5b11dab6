import AimOutlined from '@ant-design/icons-svg/lib/asn/AimOutlined';
import BugOutlined from '@ant-design/icons-svg/lib/asn/BugOutlined';
import FileDoneOutlined from '@ant-design/icons-svg/lib/asn/FileDoneOutlined';
import LineChartOutlined from '@ant-design/icons-svg/lib/asn/LineChartOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/lib/asn/SafetyCertificateOutlined';
import ScheduleOutlined from '@ant-design/icons-svg/lib/asn/ScheduleOutlined';
import type { DiagramSpec } from '../diagram/Diagram';
import type { ProductVisuals } from './types';

/**
 * 混沌工程平台: faults injected into a trading chain, the blast radius kept to the parts inside it.
 * The icons follow the order of `chaotic.capabilities` (atomic faults, blast radius, orchestration,
 * steady state, reports, compliance).
 */
const DIAGRAM: DiagramSpec = {
  lanes: 2,
  stages: 4,
  nodes: [
    { id: 'entry', col: 0, row: 0, tone: 'healthy', sub: true },
    { id: 'gateway', col: 1, row: 0, tone: 'fault', sub: true },
    { id: 'matching', col: 2, row: 0, tone: 'fault', sub: true },
    { id: 'clearing', col: 3, row: 0, tone: 'healthy', sub: true },
    { id: 'platform', col: 1, row: 1, cols: 2, tone: 'product', sub: true },
  ],
  links: [
    { from: 'entry', to: 'gateway' },
    { from: 'gateway', to: 'matching', injected: true },
    { from: 'matching', to: 'clearing' },
    { from: 'platform', to: 'gateway', kind: 'fault' },
    { from: 'platform', to: 'matching', kind: 'fault' },
  ],
  region: { nodes: ['gateway', 'matching'], tone: 'fault' },
  legend: [
    { key: 'fault', mark: 'fault' },
    { key: 'region', mark: 'region' },
    { key: 'healthy', mark: 'healthy' },
    { key: 'platform', mark: 'product' },
  ],
};

/** The banner's picture: a network of services, one struck, the ripple held inside a dashed ring. */
function Art() {
  const nodes = [
    [70, 90],
    [110, 230],
    [300, 70],
    [340, 200],
    [250, 270],
    [150, 40],
  ];
  return (
    <svg viewBox="0 0 400 320" width="100%">
      <g stroke="#7c9cff" strokeOpacity="0.5" strokeWidth="2">
        {nodes.map(([x, y]) => (
          <line key={`${x}-${y}`} x1="200" y1="160" x2={x} y2={y} />
        ))}
        <path d="M70 90 150 40 300 70 340 200 250 270 110 230z" fill="none" strokeDasharray="4 6" />
      </g>
      <circle
        cx="200"
        cy="160"
        r="92"
        fill="#ff6b6b"
        fillOpacity="0.08"
        stroke="#ff6b6b"
        strokeDasharray="8 7"
      />
      <circle
        cx="200"
        cy="160"
        r="56"
        fill="#ff6b6b"
        fillOpacity="0.12"
        stroke="#ff8a8a"
        strokeOpacity="0.7"
      />
      {nodes.map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="15" fill="#0d2f7a" stroke="#5cf2c2" strokeWidth="3" />
          <circle cx={x} cy={y} r="5" fill="#5cf2c2" />
        </g>
      ))}
      <circle cx="200" cy="160" r="28" fill="#ff5b5b" />
      <path d="M204 140 190 164h10l-5 17 16-25h-11z" fill="#fff" />
    </svg>
  );
}

export const CHAOTIC_VISUALS: ProductVisuals = {
  icons: [
    BugOutlined,
    AimOutlined,
    ScheduleOutlined,
    LineChartOutlined,
    FileDoneOutlined,
    SafetyCertificateOutlined,
  ],
  diagram: DIAGRAM,
  Art,
};
