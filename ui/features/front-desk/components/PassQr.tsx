import { create } from 'qrcode';

/**
 * A visitor's pass code as a QR code the visitor can show at the gate: drawn as SVG squares from the code's modules,
 * with the quiet zone scanners need around it. It holds only the code, which the card prints beside it.
 */
export function PassQr({ code, label }: { code: string; label: string }) {
  const { size, data } = create(code, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const squares: string[] = [];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++)
      if (data[row * size + col]) squares.push(`M${col + quiet} ${row + quiet}h1v1h-1z`);
  const side = size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width="160"
      height="160"
      className="mx-auto mt-3 rounded bg-white"
      shapeRendering="crispEdges"
      data-testid="pass-qr"
    >
      <path d={squares.join('')} fill="#0f172a" />
    </svg>
  );
}
