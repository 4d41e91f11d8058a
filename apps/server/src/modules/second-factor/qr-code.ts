import QRCode from 'qrcode';

/**
 * The QR code of `text` as an SVG document, drawn here so that no QR library reaches the web
 * client's bundle. Dark modules on white whatever the theme: phone cameras read that best.
 */
export async function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
