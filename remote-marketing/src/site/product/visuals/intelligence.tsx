import BarChartOutlined from '@ant-design/icons-svg/lib/asn/BarChartOutlined';
import BellOutlined from '@ant-design/icons-svg/lib/asn/BellOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/lib/asn/EnvironmentOutlined';
import MobileOutlined from '@ant-design/icons-svg/lib/asn/MobileOutlined';
import SwapOutlined from '@ant-design/icons-svg/lib/asn/SwapOutlined';
import VideoCameraOutlined from '@ant-design/icons-svg/lib/asn/VideoCameraOutlined';
import type { DiagramSpec } from '../diagram/Diagram';
import type { ProductVisuals } from './types';

/**
 * 智能感知平台: real devices in several cities probe the trading app; latency, availability and the
 * evidence are gathered. The icons follow `intelligence.capabilities` (probing, places, metrics,
 * alerts, replay the moment, release comparison).
 */
const DIAGRAM: DiagramSpec = {
  lanes: 3,
  stages: 4,
  nodes: [
    { id: 'shanghai', col: 0, row: 0, tone: 'product', sub: true },
    { id: 'beijing', col: 0, row: 1, tone: 'product', sub: true },
    { id: 'shenzhen', col: 0, row: 2, tone: 'product', sub: true },
    { id: 'app', col: 1, row: 0, rows: 3, sub: true },
    { id: 'latency', col: 2, row: 0, tone: 'healthy', sub: true },
    { id: 'availability', col: 2, row: 1, tone: 'healthy', sub: true },
    { id: 'evidence', col: 2, row: 2, tone: 'healthy', sub: true },
    { id: 'platform', col: 3, row: 0, rows: 3, tone: 'product', sub: true },
  ],
  links: [
    { from: 'shanghai', to: 'app', kind: 'probe' },
    { from: 'beijing', to: 'app', kind: 'probe' },
    { from: 'shenzhen', to: 'app', kind: 'probe' },
    { from: 'app', to: 'latency' },
    { from: 'app', to: 'availability' },
    { from: 'app', to: 'evidence' },
    { from: 'latency', to: 'platform' },
    { from: 'availability', to: 'platform' },
    { from: 'evidence', to: 'platform' },
  ],
  legend: [
    { key: 'probe', mark: 'probe' },
    { key: 'gathered', mark: 'healthy' },
    { key: 'platform', mark: 'product' },
  ],
};

/** The banner's picture: a phone sending probes, pins on a map and a latency line. */
function Art() {
  return (
    <svg viewBox="0 0 400 320" width="100%">
      <g fill="none" stroke="#5cf2c2" strokeWidth="3" strokeLinecap="round">
        <path d="M268 70a40 40 0 0 1 0 56" />
        <path d="M286 52a66 66 0 0 1 0 92" strokeOpacity="0.6" />
        <path d="M304 34a92 92 0 0 1 0 128" strokeOpacity="0.3" />
      </g>
      <rect x="150" y="30" width="104" height="196" rx="18" fill="#0d2f7a" stroke="#7c9cff" strokeWidth="3" />
      <rect x="162" y="52" width="80" height="150" rx="6" fill="#132e6e" />
      <path d="M170 150l14-18 14 10 16-30 20 14" fill="none" stroke="#5cf2c2" strokeWidth="3" />
      <rect x="170" y="170" width="64" height="10" rx="5" fill="#7c9cff" fillOpacity="0.6" />
      <rect x="170" y="186" width="40" height="8" rx="4" fill="#fff" fillOpacity="0.35" />
      <rect x="184" y="38" width="36" height="5" rx="2.5" fill="#fff" fillOpacity="0.4" />
      {[
        [52, 96],
        [92, 176],
        [44, 238],
      ].map(([x, y]) => (
        <g key={x} transform={`translate(${x} ${y})`}>
          <path d="M0 20C-12 6-14 0-14-6a14 14 0 0 1 28 0c0 6-2 12-14 26z" fill="#ff8a3d" />
          <circle cy="-6" r="5" fill="#0b1f55" />
        </g>
      ))}
      <g stroke="#7c9cff" strokeOpacity="0.5" strokeDasharray="4 6" strokeWidth="2">
        <path d="M66 96h84M106 176h44M58 238q60 0 92-30" fill="none" />
      </g>
      <rect
        x="232"
        y="222"
        width="150"
        height="76"
        rx="12"
        fill="#fff"
        fillOpacity="0.08"
        stroke="#fff"
        strokeOpacity="0.25"
      />
      <path d="M246 280l18-8 16 6 18-22 18 10 18-26 20 12" fill="none" stroke="#5cf2c2" strokeWidth="3" />
      <rect x="246" y="234" width="54" height="8" rx="4" fill="#fff" fillOpacity="0.5" />
    </svg>
  );
}

export const INTELLIGENCE_VISUALS: ProductVisuals = {
  icons: [
    MobileOutlined,
    EnvironmentOutlined,
    BarChartOutlined,
    BellOutlined,
    VideoCameraOutlined,
    SwapOutlined,
  ],
  diagram: DIAGRAM,
  Art,
};
