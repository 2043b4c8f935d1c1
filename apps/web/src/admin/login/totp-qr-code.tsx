import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';

/**
 * The otpauth:// address as a QR code for an authenticator app to scan, drawn as SVG by the
 * qrcode package; the key stays written beside it for apps that cannot scan.
 */
export function TotpQrCode({ otpauthUrl }: { otpauthUrl: string }) {
  const svg = useQuery({
    queryKey: ['totp-qr', otpauthUrl],
    queryFn: () =>
      QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (!svg.data) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
      alt="QR code to scan with your authenticator app"
      width={180}
      height={180}
      className="d-block my-2 bg-white p-1 border rounded"
      data-testid="totp-qr"
    />
  );
}
