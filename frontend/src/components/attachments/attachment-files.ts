// Small helpers of the attachments card: the icon of a file type, the
// browser-side check of a chosen file against the server's limits (the server
// checks again and stays authoritative), and the file size units.
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeCsv,
  IconFileTypeDoc,
  IconFileTypeDocx,
  IconFileTypeJpg,
  IconFileTypePdf,
  IconFileTypePng,
  IconFileTypePpt,
  IconFileTypeTxt,
  IconFileTypeXls,
  IconFileWord,
  IconMail,
  IconPhoto,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILE_SIZE_UNITS } from '@/lib/format';
import { fileExtension } from './api';

type FileLook = { icon: Icon; color: string };

const LOOKS: Record<string, FileLook> = {
  '.pdf': { icon: IconFileTypePdf, color: 'danger' },
  '.png': { icon: IconFileTypePng, color: 'grape' },
  '.jpg': { icon: IconFileTypeJpg, color: 'grape' },
  '.jpeg': { icon: IconFileTypeJpg, color: 'grape' },
  '.gif': { icon: IconPhoto, color: 'grape' },
  '.webp': { icon: IconPhoto, color: 'grape' },
  '.txt': { icon: IconFileTypeTxt, color: 'gray' },
  '.md': { icon: IconFileText, color: 'gray' },
  '.csv': { icon: IconFileTypeCsv, color: 'success' },
  '.docx': { icon: IconFileTypeDocx, color: 'primary' },
  '.doc': { icon: IconFileTypeDoc, color: 'primary' },
  '.odt': { icon: IconFileWord, color: 'primary' },
  '.xlsx': { icon: IconFileTypeXls, color: 'success' },
  '.xls': { icon: IconFileTypeXls, color: 'success' },
  '.ods': { icon: IconFileSpreadsheet, color: 'success' },
  '.pptx': { icon: IconFileTypePpt, color: 'warning' },
  '.ppt': { icon: IconFileTypePpt, color: 'warning' },
  '.msg': { icon: IconMail, color: 'info' },
  '.eml': { icon: IconMail, color: 'info' },
};

/** The icon and colour of a file, by its extension (then by its type for images). */
export function fileLook(fileName: string, contentType = ''): FileLook {
  const known = LOOKS[fileExtension(fileName)];
  if (known) return known;
  if (contentType.startsWith('image/')) return { icon: IconPhoto, color: 'grape' };
  return { icon: IconFile, color: 'gray' };
}

export type FileProblem = 'type' | 'tooLarge' | 'empty';

/** Why the server would refuse `file`, as far as the browser can tell; null when it looks fine. */
export function checkFile(
  file: Pick<File, 'name' | 'size'>,
  limits: { max_bytes: number; accepted: readonly string[] },
): FileProblem | null {
  const accepted = limits.accepted.map((ext) => ext.toLowerCase());
  if (accepted.length > 0 && !accepted.includes(fileExtension(file.name))) return 'type';
  if (limits.max_bytes > 0 && file.size > limits.max_bytes) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/** The nine file size units (Bytes..YB) in the user's language. */
export function useFileSizeUnits(): readonly string[] {
  const { t } = useTranslation();
  const units = t('fileSize.units').split(',');
  return units.length === FILE_SIZE_UNITS.length ? units : FILE_SIZE_UNITS;
}
