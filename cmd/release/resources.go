package main

import (
	"fmt"
	"os"

	"github.com/tc-hib/winres"
	winversion "github.com/tc-hib/winres/version"

	"cardtable/assets"
)

// iconName names the icon group in cardtable.exe; Explorer and the taskbar
// show the executable's first group, and it is the only one.
const iconName = "APP"

// resourceSet is cardtable.exe's resources: the app icon in every size of
// assets.IconSizes and the version information of files/versioninfo.json.
func resourceSet(version string) (*winres.ResourceSet, error) {
	rs := &winres.ResourceSet{}
	icon, err := winres.NewIconFromImages(assets.Icons())
	if err != nil {
		return nil, fmt.Errorf("release: icon resource: %w", err)
	}
	if err := rs.SetIcon(winres.Name(iconName), icon); err != nil {
		return nil, fmt.Errorf("release: icon resource: %w", err)
	}
	nums, err := windowsVersion(version)
	if err != nil {
		return nil, err
	}
	js, err := render("versioninfo.json", meta{
		Version:    version,
		WinVersion: fmt.Sprintf("%d.%d.%d.%d", nums[0], nums[1], nums[2], nums[3]),
	})
	if err != nil {
		return nil, err
	}
	var vi winversion.Info
	if err := vi.UnmarshalJSON(js); err != nil {
		return nil, fmt.Errorf("release: files/versioninfo.json: %w", err)
	}
	rs.SetVersionInfo(vi)
	return rs, nil
}

// writeResources writes the resource set as a COFF object (.syso) that the
// go command links into a windows/amd64 build.
func writeResources(path, version string) error {
	rs, err := resourceSet(version)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("release: %w", err)
	}
	if err := rs.WriteObject(f, winres.ArchAMD64); err != nil {
		f.Close()
		return fmt.Errorf("release: writing %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("release: %w", err)
	}
	return nil
}
