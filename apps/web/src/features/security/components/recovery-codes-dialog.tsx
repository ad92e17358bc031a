import { Button, CopyButton, Group, List, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { site } from '@portal/shared/site';
import { saveFile } from '@web/lib/save-file';
import classes from './recovery-codes-dialog.module.css';

type RecoveryCodesDialogProps = { codes: string[] | undefined; onClose: () => void };

/**
 * Ten recovery codes, the one time the portal has them in clear: each signs the owner in once
 * when their phone is lost (docs/product.md, "Two-step sign-in").
 */
export function RecoveryCodesDialog({ codes, onClose }: RecoveryCodesDialogProps) {
  const text = codes?.join('\n') ?? '';
  return (
    <Modal
      opened={codes !== undefined}
      onClose={onClose}
      title="Your recovery codes"
      centered
      // Done (or Escape) closes it: a stray click must not lose codes that cannot be shown again.
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text>
          If you lose your phone, each of these codes signs you in once instead of a code from your
          app. Keep them somewhere safe, apart from your phone: printed, or in a password manager.
        </Text>
        <List listStyleType="none" className={classes.codes} aria-label="Recovery codes">
          {codes?.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Text fw={600}>They will not be shown again.</Text>
        <Group justify="flex-end">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <>
                <Button variant="default" onClick={copy}>
                  {copied ? 'Copied' : 'Copy'}
                </Button>
                <VisuallyHidden role="status">{copied ? 'Codes copied' : ''}</VisuallyHidden>
              </>
            )}
          </CopyButton>
          <Button
            variant="default"
            onClick={() =>
              saveFile(
                new Blob([`${site.name} recovery codes\n\n${text}\n`], { type: 'text/plain' }),
                'recovery-codes.txt',
              )
            }
          >
            Download
          </Button>
          <Button onClick={onClose}>I have saved them</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
