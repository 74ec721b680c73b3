program s
print *, 'a'
call exit(4)
end program
