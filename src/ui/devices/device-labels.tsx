import { createPortal } from 'react-dom';
import type { DeviceRow } from '../../domain/devices';
import { DeviceQrCode } from './device-qr-code';

// On screen the sheet is not shown; printed, it is the only thing on the page: one label per device, QR and
// identifier, in a grid that a label printer or an A4 sheet of stickers takes.
const printStyles = `
@media screen { .device-label-sheet { display: none; } }
@media print {
  @page { margin: 10mm; }
  body * { visibility: hidden !important; }
  .device-label-sheet, .device-label-sheet * { visibility: visible !important; }
  .device-label-sheet {
    display: grid; grid-template-columns: repeat(3, 60mm); gap: 4mm;
    position: absolute; left: 0; top: 0; color: #000; background: #fff;
  }
  .device-label {
    break-inside: avoid; border: 0.3mm dashed #888; padding: 3mm; display: flex; flex-direction: column;
    align-items: center; gap: 2mm; font: 11pt/1.2 sans-serif;
  }
  .device-label-identifier { font-weight: 700; font-size: 12pt; word-break: break-all; text-align: center; }
}`;

/** The printable label sheet of the selected devices (window.print shows only this). */
export const DeviceLabels = ({ rows }: { rows: readonly DeviceRow[] }): React.JSX.Element =>
  createPortal(
    <section className="device-label-sheet" aria-label="Device labels" data-testid="device-label-sheet">
      <style>{printStyles}</style>
      {rows.map((row) => (
        <div className="device-label" key={row.id} data-testid="device-label">
          <DeviceQrCode identifier={row.identifier} size={150} />
          <span className="device-label-identifier">{row.identifier}</span>
          <span>{[row.type, row.model].filter(Boolean).join(' · ')}</span>
        </div>
      ))}
    </section>,
    document.body,
  );
