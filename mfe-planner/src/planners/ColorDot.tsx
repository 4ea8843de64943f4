// The planner's own colour as a small dot (the one colour not taken from the theme).
export function ColorDot({ color, size = 12 }: { color: string; size?: number }) {
  return <span aria-hidden style={{ display: 'inline-block', inlineSize: size, blockSize: size, borderRadius: '50%', background: color, flex: 'none' }} />;
}
