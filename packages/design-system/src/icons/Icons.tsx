import type { SVGProps } from 'react';

/**
 * Props of every icon: SVG attributes. Icons are decorative (`aria-hidden`) by default; those
 * that point a way (Back, Logout, Share) carry `data-mirror` and face the reading direction.
 */
export type IconProps = SVGProps<SVGSVGElement> & {
  /** Width and height in pixels. Defaults to 24. */
  size?: number;
};

interface SvgIconProps extends IconProps {
  paths: readonly string[];
  filled?: boolean;
}

function SvgIcon({ paths, filled = false, size = 24, ...rest }: SvgIconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

const heart =
  'M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.6 5c2.1 0 3.5 1.2 5.4 3.2C13.9 6.2 15.3 5 17.4 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z';

export function HomeIcon(props: IconProps) {
  return <SvgIcon paths={['M3 11l9-8 9 8', 'M5 10v10h5v-6h4v6h5V10']} {...props} />;
}
export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M10.5 18a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15z', 'M21 21l-5.2-5.2']}
      {...props}
    />
  );
}
export function ExploreIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={[
        'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
        'M16.2 7.8l-2.1 6.3-6.3 2.1 2.1-6.3 6.3-2.1z',
      ]}
      {...props}
    />
  );
}
export function BellIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.7 21a2 2 0 0 1-3.4 0']}
      {...props}
    />
  );
}
export function UserIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z']}
      {...props}
    />
  );
}
export function PlusIcon(props: IconProps) {
  return <SvgIcon paths={['M12 5v14', 'M5 12h14']} {...props} />;
}
export function UploadIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M17 8l-5-5-5 5', 'M12 3v12']}
      {...props}
    />
  );
}
export function LogoutIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', 'M16 17l5-5-5-5', 'M21 12H9']}
      data-mirror=""
      {...props}
    />
  );
}
export function SettingsIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={[
        'M4 21v-7',
        'M4 10V3',
        'M12 21v-9',
        'M12 8V3',
        'M20 21v-5',
        'M20 12V3',
        'M1 14h6',
        'M9 8h6',
        'M17 16h6',
      ]}
      {...props}
    />
  );
}
export function HeartIcon(props: IconProps) {
  return <SvgIcon paths={[heart]} {...props} />;
}
export function HeartFilledIcon(props: IconProps) {
  return <SvgIcon paths={[heart]} filled {...props} />;
}
/** A bookmark (Save); `filled` once saved. */
export function BookmarkIcon({ filled = false, ...props }: IconProps & { filled?: boolean }) {
  return <SvgIcon paths={['M6 3h12v18l-6-4-6 4z']} filled={filled} {...props} />;
}
export function CommentIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={[
        'M21 11.5a8.4 8.4 0 0 1-9 8.4 9 9 0 0 1-4-.9L3 20l1.1-4.4A8.4 8.4 0 0 1 12 3a8.4 8.4 0 0 1 9 8.5z',
      ]}
      {...props}
    />
  );
}
export function DownloadIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M7 10l5 5 5-5', 'M12 15V3']}
      {...props}
    />
  );
}
export function ShareIcon(props: IconProps) {
  return <SvgIcon paths={['M22 2L11 13', 'M22 2l-7 20-4-9-9-4 20-7z']} data-mirror="" {...props} />;
}
export function PlayIcon(props: IconProps) {
  return <SvgIcon paths={['M7 4v16l13-8L7 4z']} filled {...props} />;
}
export function PauseIcon(props: IconProps) {
  return <SvgIcon paths={['M6 4h4v16H6z', 'M14 4h4v16h-4z']} filled {...props} />;
}
export function VolumeIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M11 5L6 9H2v6h4l5 4V5z', 'M15.5 8.5a5 5 0 0 1 0 7', 'M19 5a10 10 0 0 1 0 14']}
      {...props}
    />
  );
}
export function MutedIcon(props: IconProps) {
  return <SvgIcon paths={['M11 5L6 9H2v6h4l5 4V5z', 'M23 9l-6 6', 'M17 9l6 6']} {...props} />;
}
/** Closed captions: a screen with two lines of text. */
export function CaptionsIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M3 5h18v14H3z', 'M10.5 10a2 2 0 1 0 0 4', 'M17.5 10a2 2 0 1 0 0 4']}
      {...props}
    />
  );
}
export function ChevronUpIcon(props: IconProps) {
  return <SvgIcon paths={['M18 15l-6-6-6 6']} {...props} />;
}
export function ChevronDownIcon(props: IconProps) {
  return <SvgIcon paths={['M6 9l6 6 6-6']} {...props} />;
}
export function CloseIcon(props: IconProps) {
  return <SvgIcon paths={['M18 6L6 18', 'M6 6l12 12']} {...props} />;
}
export function BackIcon(props: IconProps) {
  return <SvgIcon paths={['M19 12H5', 'M12 19l-7-7 7-7']} data-mirror="" {...props} />;
}
export function SmileIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={[
        'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
        'M8 14s1.5 2 4 2 4-2 4-2',
        'M9 9h.01',
        'M15 9h.01',
      ]}
      {...props}
    />
  );
}
export function CheckIcon(props: IconProps) {
  return <SvgIcon paths={['M20 6L9 17l-5-5']} {...props} />;
}
export function WifiOffIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={[
        'M1 1l22 22',
        'M16.7 11.1A11 11 0 0 1 19 12.6',
        'M5 12.6a11 11 0 0 1 5.2-2.5',
        'M10.7 5a16 16 0 0 1 12.3 3.6',
        'M1 8.6a16 16 0 0 1 4.7-2.9',
        'M8.5 16.1a6 6 0 0 1 7 0',
        'M12 20h.01',
      ]}
      {...props}
    />
  );
}
export function VideoIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={[
        'M23 7l-7 5 7 5V7z',
        'M14 5H3a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2z',
      ]}
      {...props}
    />
  );
}
export function GridIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M3 3h7v7H3z', 'M14 3h7v7h-7z', 'M14 14h7v7h-7z', 'M3 14h7v7H3z']}
      {...props}
    />
  );
}
export function BlockIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M4.9 4.9l14.2 14.2']}
      {...props}
    />
  );
}
export function EyeIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={[
        'M1 12s4-8 11-8 11 8 11 8-4 8-11 8-11-8-11-8z',
        'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
      ]}
      {...props}
    />
  );
}
export function FlagIcon(props: IconProps) {
  return <SvgIcon paths={['M4 22V4', 'M4 4h13l-2 4 2 4H4']} {...props} />;
}
export function FullscreenIcon(props: IconProps) {
  return <SvgIcon paths={['M4 9V4h5', 'M15 4h5v5', 'M20 15v5h-5', 'M9 20H4v-5']} {...props} />;
}
export function ExitFullscreenIcon(props: IconProps) {
  return <SvgIcon paths={['M9 4v5H4', 'M20 9h-5V4', 'M15 20v-5h5', 'M4 15h5v5']} {...props} />;
}
/** Three dots: a "More actions" menu. */
export function MoreIcon(props: IconProps) {
  const dot = (x: number) => `M${x - 2} 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0z`;
  return <SvgIcon filled paths={[dot(5), dot(12), dot(19)]} {...props} />;
}
export function TrashIcon(props: IconProps) {
  return (
    <SvgIcon
      paths={['M3 6h18', 'M8 6V4h8v2', 'M6 6l1 14h10l1-14', 'M10 11v6', 'M14 11v6']}
      {...props}
    />
  );
}
