import AppstoreOutlined from '@ant-design/icons-svg/lib/asn/AppstoreOutlined';
import ExceptionOutlined from '@ant-design/icons-svg/lib/asn/ExceptionOutlined';
import HistoryOutlined from '@ant-design/icons-svg/lib/asn/HistoryOutlined';
import ReconciliationOutlined from '@ant-design/icons-svg/lib/asn/ReconciliationOutlined';
import RocketOutlined from '@ant-design/icons-svg/lib/asn/RocketOutlined';
import ToolOutlined from '@ant-design/icons-svg/lib/asn/ToolOutlined';
import type { DiagramSpec } from '../diagram/Diagram';
import type { ProductVisuals } from './types';

/**
 * 仿真交易所: a broker's orders matched and cleared by the simulated exchange, market data out. The
 * icons follow `transaction.capabilities` (matching, markets, replay, fault injection, clearing
 * files, self-service).
 */
const DIAGRAM: DiagramSpec = {
  lanes: 3,
  stages: 3,
  nodes: [
    { id: 'broker', col: 0, row: 0, rows: 3, sub: true },
    { id: 'matching', col: 1, row: 0, rows: 3, tone: 'product', sub: true },
    { id: 'marketData', col: 2, row: 0, tone: 'product', sub: true },
    { id: 'reports', col: 2, row: 1, tone: 'product', sub: true },
    { id: 'clearing', col: 2, row: 2, tone: 'product', sub: true },
  ],
  links: [
    { from: 'broker', to: 'matching' },
    { from: 'matching', to: 'marketData' },
    { from: 'matching', to: 'reports' },
    { from: 'matching', to: 'clearing' },
  ],
  region: { nodes: ['matching', 'marketData', 'reports', 'clearing'], tone: 'product' },
  legend: [
    { key: 'flow', mark: 'flow' },
    { key: 'exchange', mark: 'frame' },
  ],
};

/** The banner's picture: candles of a trading day beside an order book. */
function Art() {
  const candles = [
    [40, 150, 50, 130, 215, false],
    [76, 130, 40, 112, 186, true],
    [112, 120, 36, 100, 170, true],
    [148, 110, 30, 92, 158, false],
    [184, 86, 40, 70, 140, true],
    [220, 66, 36, 50, 116, true],
  ] as const;
  return (
    <svg viewBox="0 0 400 320" width="100%">
      <rect
        x="20"
        y="30"
        width="250"
        height="250"
        rx="16"
        fill="#fff"
        fillOpacity="0.05"
        stroke="#fff"
        strokeOpacity="0.2"
      />
      {candles.map(([x, top, h, wickTop, wickBottom, up]) => (
        <g key={x} fill={up ? '#5cf2c2' : '#ff6b6b'} stroke={up ? '#5cf2c2' : '#ff6b6b'} strokeWidth="2">
          <line x1={x + 10} y1={wickTop} x2={x + 10} y2={wickBottom} />
          <rect x={x} y={top} width="20" height={h} rx="3" />
        </g>
      ))}
      <path d="M40 250 90 236 130 240 170 220 210 206 250 190" fill="none" stroke="#7c9cff" strokeWidth="2" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={`a${i}`}
          x={386 - [70, 96, 52, 84][i]}
          y={60 + i * 22}
          width={[70, 96, 52, 84][i]}
          height="14"
          rx="3"
          fill="#ff6b6b"
          fillOpacity={0.85 - i * 0.15}
        />
      ))}
      <rect x="290" y="150" width="96" height="2" fill="#fff" fillOpacity="0.4" />
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={`b${i}`}
          x={386 - [88, 60, 100, 46][i]}
          y={164 + i * 22}
          width={[88, 60, 100, 46][i]}
          height="14"
          rx="3"
          fill="#5cf2c2"
          fillOpacity={0.85 - i * 0.15}
        />
      ))}
    </svg>
  );
}

export const TRANSACTION_VISUALS: ProductVisuals = {
  icons: [
    RocketOutlined,
    AppstoreOutlined,
    HistoryOutlined,
    ExceptionOutlined,
    ReconciliationOutlined,
    ToolOutlined,
  ],
  diagram: DIAGRAM,
  Art,
};
