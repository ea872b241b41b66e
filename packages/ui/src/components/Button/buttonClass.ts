import { buttonSize, buttonTone, secondarySize } from './Button.css';

/** How a button looks: its tone (an indigo action unless said) and its size (standard unless said). */
export interface ButtonVariants {
  tone?: keyof typeof buttonTone | undefined;
  size?: keyof typeof buttonSize | undefined;
}

/** The class names of a button of this tone and size, for a button or a link that looks like one. */
export function buttonClass({ tone = 'action', size = 'standard' }: ButtonVariants): string {
  const classes = `${buttonTone[tone]} ${buttonSize[size]}`;
  return tone === 'secondary' ? `${classes} ${secondarySize[size]}` : classes;
}
