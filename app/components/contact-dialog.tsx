import { useRef } from "react";
import type { SiteExtrasContent } from "#app/content/site-extras/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";

type ContactDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: SiteExtrasContent["contactPopup"];
  onContactUs: () => void;
  returnFocus: () => void;
};

/** Not part of any page's first load: fetched when the browser is idle, then rendered closed (contact-popup.tsx). */
export default function ContactDialog({ open, onOpenChange, copy, onContactUs, returnFocus }: ContactDialogProps) {
  const goingToContact = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={copy.close}
        data-testid="contact-popup"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // "Contact Us" moves focus to the contact section instead of back to the opener.
          if (goingToContact.current) {
            goingToContact.current = false;
            onContactUs();
          } else {
            returnFocus();
          }
        }}
      >
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>{copy.description}</DialogDescription>
        <DialogActions cancel={copy.maybeLater}>
          <Button
            onClick={() => {
              goingToContact.current = true;
              onOpenChange(false);
            }}
          >
            {copy.contactUs}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
