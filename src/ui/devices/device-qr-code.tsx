import { QRCodeSVG } from 'qrcode.react';

/** A device identifier as a QR code (spec 3 §2.6), with the identifier as its accessible name. */
export const DeviceQrCode = ({ identifier, size = 128 }: { identifier: string; size?: number }): React.JSX.Element => (
  <QRCodeSVG
    value={identifier}
    size={size}
    level="M"
    marginSize={2}
    title={`QR code of ${identifier}`}
    role="img"
    aria-label={`QR code of ${identifier}`}
    data-testid="device-qr"
    data-identifier={identifier}
    // Printed labels and phone scanners need dark on light, whatever the console's theme.
    bgColor="#ffffff"
    fgColor="#000000"
  />
);
