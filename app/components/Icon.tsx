// A few line icons drawn for the site (24×24, stroke = currentColor), decorative only.
const paths = {
  delivery: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M6.5 18.5a1.5 1.5 0 1 0 0-.01M17.5 18.5a1.5 1.5 0 1 0 0-.01',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h4',
  support: 'M4 12a8 8 0 1 1 3.3 6.5L4 20l1.3-3.6A8 8 0 0 1 4 12zM9 10.5h.01M12 10.5h.01M15 10.5h.01',
  national: 'M12 3c5 2 7 6 7 9a7 7 0 0 1-14 0c0-3 2-7 7-9zM12 8v10M12 13l-3-2M12 15l3-2',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  mail: 'M3 6h18v12H3zM3 7l9 6 9-6',
  time: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  space: 'M4 4h16v16H4zM4 10h16M10 10v10',
  knowledge: 'M12 4l9 4-9 4-9-4zM6 10v5c0 1.5 3 3 6 3s6-1.5 6-3v-5',
} as const

export type IconName = keyof typeof paths

export function Icon({name, className}: {name: IconName; className?: string}) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  )
}

/** Whether an editor's icon name is one of these (own keys only: `constructor` is not an icon). */
export const isIconName = (name: string): name is IconName => Object.hasOwn(paths, name)
