import { ImageResponse } from 'next/og'

/** Home-screen icon for iOS: the golden acorn mark on navy (iOS rounds the corners itself). */
export const size = { width: 180, height: 180 }
export const contentType = 'image/png'

export default function AppleIcon() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          backgroundColor: '#172c50',
          backgroundImage: 'radial-gradient(circle at 50% 42%, #1f3a68 0%, #172c50 70%)',
        }}
      >
        <svg width="150" height="150" viewBox="8 6 48 48">
          <path d="M18 28c0-8 6-13 14-13s14 5 14 13H18z" fill="#8a6100" />
          <path d="M20 28h24c0 11-5 20-12 22-7-2-12-11-12-22z" fill="#f2b705" />
          <path d="M26 31c0 6 2 11 5 14" stroke="#ffd65c" strokeWidth="2.5" strokeLinecap="round" fill="none" />
          <path d="M32 9v7" stroke="#8a6100" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </div>
    ),
    { ...size },
  )
}
